// OpenSSL's libcrypto, for SHA-256 only: the batch summary's file hashes and the render cache's keys.
// It uses the CPU's SHA instructions where they exist, several times faster than portable code, which
// matters when every image of a ten-thousand-image batch is hashed.
#include <openssl/sha.h>
#include <openssl/evp.h>
