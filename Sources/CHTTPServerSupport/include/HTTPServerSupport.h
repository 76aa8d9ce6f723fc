// The HTTP server's C side: libmicrohttpd started with the options `tintype serve` needs (a thread
// pool on epoll, a connection limit, a timeout that drops slow clients), each request's body gathered
// up to a limit (413 before the rest is read) and handed whole to one callback. The connection is
// suspended meanwhile, so that no polling thread waits for a render: the answer comes back through
// `tt_http_complete`, from any thread, and resumes it. libmicrohttpd's options are variadic, which
// Swift cannot call: this is why it is C.
#ifndef TINTYPE_HTTP_SERVER_SUPPORT_H
#define TINTYPE_HTTP_SERVER_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// One request, read whole. Strings are NUL-terminated and live until the callback returns.
typedef struct tt_http_request {
  const char *method;
  /// The path, without the query (libmicrohttpd splits it off and decodes it).
  const char *path;
  /// The query's arguments, decoded, in order; a name without `=` has an empty value.
  size_t argument_count;
  const char *const *argument_names;
  const char *const *argument_values;
  /// Request headers the service reads; NULL when absent.
  const char *if_none_match;
  const char *content_type;
  const uint8_t *body;
  size_t body_length;
  /// The client's address, for the log.
  const char *client;
} tt_http_request;

/// What `tt_http_complete` answers with. `body` and `headers` are malloc'd and freed here once sent.
typedef struct tt_http_response {
  unsigned status;
  /// NUL-separated pairs, name then value, ending with an empty name ("ETag\0\"abc\"\0\0"); or NULL.
  char *headers;
  uint8_t *body;
  size_t body_length;
} tt_http_response;

/// Called once per request, on a polling thread: copy what is needed from `request` before returning,
/// and answer later (or at once) with `tt_http_complete(token, …)`, exactly once.
typedef void (*tt_http_handler)(void *context, const tt_http_request *request, void *token);

/// Answers the request `token` stands for; callable from any thread.
void tt_http_complete(void *token, const tt_http_response *response);

typedef struct tt_http_config {
  /// An IPv4 or IPv6 address to listen on ("127.0.0.1", "0.0.0.0", "::1").
  const char *host;
  /// The port; 0 picks a free one (`tt_http_port` says which).
  uint16_t port;
  /// Threads polling connections (each also runs its requests' callbacks).
  unsigned threads;
  /// Connections open at once, beyond which new ones are refused.
  unsigned connection_limit;
  /// Seconds a connection may stay idle (a slow client is dropped after them).
  unsigned timeout_seconds;
  /// The largest request body read; a larger one is answered 413 before the rest is read.
  size_t max_body;
  /// The 413's body (JSON), NUL-terminated.
  const char *too_large_body;
} tt_http_config;

/// Starts the server; NULL with `error` filled when it cannot (the port taken, a bad address).
void *tt_http_start(
  const tt_http_config *config, tt_http_handler handler, void *context, char *error, size_t error_size);

/// The port the server listens on.
uint16_t tt_http_port(void *server);

/// Stops accepting connections; those open are served to the end.
void tt_http_quiesce(void *server);

/// How many connections are open.
unsigned tt_http_connections(void *server);

/// How many requests have begun and not finished sending their response.
unsigned tt_http_active_requests(void *server);

/// Stops the server and frees it (open connections are closed).
void tt_http_stop(void *server);

#endif
