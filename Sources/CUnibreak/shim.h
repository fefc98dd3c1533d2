#ifndef STRETCHY_CUNIBREAK_SHIM_H
#define STRETCHY_CUNIBREAK_SHIM_H
/* libunibreak: the Unicode line breaking algorithm (UAX #14), Debian: libunibreak-dev. */
#include <linebreak.h>
#endif
