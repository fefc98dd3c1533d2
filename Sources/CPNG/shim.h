#ifndef STRETCHY_CPNG_SHIM_H
#define STRETCHY_CPNG_SHIM_H
/* libpng's simplified API (png_image): the PNG writer's encoder. */
#include <png.h>
#endif
