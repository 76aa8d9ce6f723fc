// OpenSSL's libcrypto, for SHA-256 (the batch summary's file hashes, the render cache's keys) and HMAC (the
// render service's signed URLs).
// It uses the CPU's SHA instructions where they exist, several times faster than portable code, which
// matters when every image of a ten-thousand-image batch is hashed.
#include <openssl/sha.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/crypto.h>
