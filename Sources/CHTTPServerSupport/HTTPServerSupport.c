#include "HTTPServerSupport.h"

#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

typedef struct tt_server {
  struct MHD_Daemon *daemon;
  tt_http_handler handler;
  void *context;
  size_t max_body;
  char *too_large_body;
  /// The last message libmicrohttpd logged, for a start that fails.
  char last_error[256];
  /// Requests begun and not yet sent whole: a drain waits for none.
  _Atomic unsigned active;
} tt_server;

/// A request's state across the handler's calls: its body so far, then its answer.
typedef struct tt_upload {
  uint8_t *bytes;
  size_t length;
  size_t capacity;
  int too_large;
  /// Handed to the handler; the connection is suspended until the answer.
  int dispatched;
  /// The answer is in `response`: the next call sends it.
  _Atomic int answered;
  tt_http_response response;
  struct MHD_Connection *connection;
} tt_upload;

typedef struct tt_arguments {
  size_t count;
  size_t capacity;
  const char **names;
  const char **values;
} tt_arguments;

static void logger(void *cls, const char *format, va_list arguments) {
  tt_server *server = cls;
  vsnprintf(server->last_error, sizeof server->last_error, format, arguments);
  // libmicrohttpd's messages end with a newline: the error is one line.
  size_t length = strlen(server->last_error);
  while (length > 0 && (server->last_error[length - 1] == '\n' || server->last_error[length - 1] == '\r')) {
    server->last_error[--length] = '\0';
  }
}

static enum MHD_Result collect_argument(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
  (void)kind;
  tt_arguments *list = cls;
  if (list->count == list->capacity) {
    size_t capacity = list->capacity ? list->capacity * 2 : 8;
    const char **names = realloc(list->names, capacity * sizeof *names);
    if (!names) return MHD_NO;
    list->names = names;
    const char **values = realloc(list->values, capacity * sizeof *values);
    if (!values) return MHD_NO;
    list->values = values;
    list->capacity = capacity;
  }
  list->names[list->count] = key;
  list->values[list->count] = value ? value : "";
  list->count++;
  return MHD_YES;
}

static enum MHD_Result send_response(struct MHD_Connection *connection, tt_http_response *answer) {
  struct MHD_Response *response =
    MHD_create_response_from_buffer(answer->body_length, answer->body, MHD_RESPMEM_MUST_FREE);
  if (!response) {
    free(answer->body);
    free(answer->headers);
    return MHD_NO;
  }
  if (answer->headers) {
    const char *name = answer->headers;
    while (*name) {
      const char *value = name + strlen(name) + 1;
      MHD_add_response_header(response, name, value);
      name = value + strlen(value) + 1;
    }
    free(answer->headers);
  }
  enum MHD_Result result = MHD_queue_response(connection, answer->status, response);
  MHD_destroy_response(response);
  return result;
}

static enum MHD_Result too_large(tt_server *server, struct MHD_Connection *connection) {
  tt_http_response answer = {413, NULL, NULL, 0};
  size_t length = strlen(server->too_large_body);
  answer.body = malloc(length ? length : 1);
  if (!answer.body) return MHD_NO;
  memcpy(answer.body, server->too_large_body, length);
  answer.body_length = length;
  static const char headers[] = "Content-Type\0application/json\0Connection\0close\0";
  answer.headers = malloc(sizeof headers);
  if (answer.headers) memcpy(answer.headers, headers, sizeof headers);
  return send_response(connection, &answer);
}

static enum MHD_Result access_handler(
  void *cls, struct MHD_Connection *connection, const char *url, const char *method, const char *version,
  const char *upload_data, size_t *upload_data_size, void **con_cls) {
  (void)version;
  tt_server *server = cls;
  tt_upload *upload = *con_cls;
  if (!upload) {
    upload = calloc(1, sizeof *upload);
    if (!upload) return MHD_NO;
    *con_cls = upload;
    atomic_fetch_add(&server->active, 1);
    // A body announced larger than the limit is refused before any of it is read.
    const char *length = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
    if (length) {
      char *end = NULL;
      unsigned long long announced = strtoull(length, &end, 10);
      if (end == length || announced > server->max_body) {
        upload->too_large = 1;
        return too_large(server, connection);
      }
    }
    return MHD_YES;
  }
  if (*upload_data_size > 0) {
    if (!upload->too_large) {
      if (upload->length + *upload_data_size > server->max_body) {
        // A chunked body that grows past the limit: refused now; the rest is not read.
        upload->too_large = 1;
        free(upload->bytes);
        upload->bytes = NULL;
        *upload_data_size = 0;
        return too_large(server, connection);
      }
      if (upload->length + *upload_data_size > upload->capacity) {
        size_t capacity = upload->capacity ? upload->capacity : 16384;
        while (capacity < upload->length + *upload_data_size) capacity *= 2;
        uint8_t *bytes = realloc(upload->bytes, capacity);
        if (!bytes) return MHD_NO;
        upload->bytes = bytes;
        upload->capacity = capacity;
      }
      memcpy(upload->bytes + upload->length, upload_data, *upload_data_size);
      upload->length += *upload_data_size;
    }
    *upload_data_size = 0;
    return MHD_YES;
  }
  if (upload->too_large) return MHD_YES;
  if (atomic_load(&upload->answered)) {
    atomic_store(&upload->answered, 0);
    return send_response(connection, &upload->response);
  }
  if (upload->dispatched) return MHD_YES;

  tt_arguments arguments = {0, 0, NULL, NULL};
  MHD_get_connection_values(connection, MHD_GET_ARGUMENT_KIND, &collect_argument, &arguments);
  char client[INET6_ADDRSTRLEN] = "";
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info && info->client_addr) {
    const struct sockaddr *address = info->client_addr;
    if (address->sa_family == AF_INET) {
      inet_ntop(AF_INET, &((const struct sockaddr_in *)address)->sin_addr, client, sizeof client);
    } else if (address->sa_family == AF_INET6) {
      inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)address)->sin6_addr, client, sizeof client);
    }
  }
  static const uint8_t empty = 0;
  tt_http_request request = {
    .method = method,
    .path = url,
    .argument_count = arguments.count,
    .argument_names = arguments.names,
    .argument_values = arguments.values,
    .if_none_match = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_IF_NONE_MATCH),
    .content_type = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_TYPE),
    .body = upload->bytes ? upload->bytes : &empty,
    .body_length = upload->length,
    .client = client,
  };
  // Suspended before the handler runs: its answer may come from another thread at once, and a
  // connection is only resumed once suspended.
  upload->dispatched = 1;
  upload->connection = connection;
  MHD_suspend_connection(connection);
  server->handler(server->context, &request, upload);
  free(arguments.names);
  free(arguments.values);
  return MHD_YES;
}

void tt_http_complete(void *token, const tt_http_response *response) {
  tt_upload *upload = token;
  upload->response = *response;
  if (!upload->response.body) {
    upload->response.body = malloc(1);
    upload->response.body_length = 0;
  }
  atomic_store(&upload->answered, 1);
  MHD_resume_connection(upload->connection);
}

static void request_completed(
  void *cls, struct MHD_Connection *connection, void **con_cls, enum MHD_RequestTerminationCode code) {
  (void)connection;
  (void)code;
  tt_server *server = cls;
  tt_upload *upload = *con_cls;
  if (upload) {
    atomic_fetch_sub(&server->active, 1);
    free(upload->bytes);
    free(upload);
    *con_cls = NULL;
  }
}

void *tt_http_start(
  const tt_http_config *config, tt_http_handler handler, void *context, char *error, size_t error_size) {
  tt_server *server = calloc(1, sizeof *server);
  if (!server) {
    snprintf(error, error_size, "out of memory");
    return NULL;
  }
  server->handler = handler;
  server->context = context;
  server->max_body = config->max_body;
  server->too_large_body = strdup(config->too_large_body ? config->too_large_body : "");
  struct sockaddr_in v4;
  struct sockaddr_in6 v6;
  const struct sockaddr *address;
  unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_ALLOW_SUSPEND_RESUME;
#ifdef __linux__
  flags |= MHD_USE_EPOLL;
#else
  flags |= MHD_USE_POLL;
#endif
  memset(&v4, 0, sizeof v4);
  memset(&v6, 0, sizeof v6);
  if (inet_pton(AF_INET, config->host, &v4.sin_addr) == 1) {
    v4.sin_family = AF_INET;
    v4.sin_port = htons(config->port);
    address = (const struct sockaddr *)&v4;
  } else if (inet_pton(AF_INET6, config->host, &v6.sin6_addr) == 1) {
    v6.sin6_family = AF_INET6;
    v6.sin6_port = htons(config->port);
    address = (const struct sockaddr *)&v6;
    flags |= MHD_USE_IPv6;
  } else {
    snprintf(error, error_size, "\"%s\" is not an IPv4 or IPv6 address", config->host);
    free(server->too_large_body);
    free(server);
    return NULL;
  }
  server->daemon = MHD_start_daemon(
    flags, config->port, NULL, NULL, &access_handler, server, MHD_OPTION_SOCK_ADDR, address,
    MHD_OPTION_THREAD_POOL_SIZE, (unsigned)(config->threads ? config->threads : 1), MHD_OPTION_CONNECTION_LIMIT,
    (unsigned)config->connection_limit, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)config->timeout_seconds,
    MHD_OPTION_NOTIFY_COMPLETED, &request_completed, server, MHD_OPTION_EXTERNAL_LOGGER, &logger, server,
    MHD_OPTION_END);
  if (!server->daemon) {
    snprintf(
      error, error_size, "cannot listen on %s port %u%s%s", config->host, (unsigned)config->port,
      server->last_error[0] ? ": " : "", server->last_error);
    free(server->too_large_body);
    free(server);
    return NULL;
  }
  return server;
}

uint16_t tt_http_port(void *handle) {
  tt_server *server = handle;
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(server->daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info ? info->port : 0;
}

void tt_http_quiesce(void *handle) {
  tt_server *server = handle;
  MHD_socket socket = MHD_quiesce_daemon(server->daemon);
  if (socket != MHD_INVALID_SOCKET) close(socket);
}

unsigned tt_http_connections(void *handle) {
  tt_server *server = handle;
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(server->daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
  return info ? info->num_connections : 0;
}

unsigned tt_http_active_requests(void *handle) {
  tt_server *server = handle;
  return atomic_load(&server->active);
}

void tt_http_stop(void *handle) {
  tt_server *server = handle;
  MHD_stop_daemon(server->daemon);
  free(server->too_large_body);
  free(server);
}
