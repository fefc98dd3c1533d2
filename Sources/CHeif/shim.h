#ifndef STRETCHY_CHEIF_SHIM_H
#define STRETCHY_CHEIF_SHIM_H
/* libheif decodes HEIC, the iPhone camera's default format (Debian: libheif-dev). */
#include <libheif/heif.h>
#endif
