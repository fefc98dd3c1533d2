#ifndef STRETCHY_CFRIBIDI_SHIM_H
#define STRETCHY_CFRIBIDI_SHIM_H
/* FriBidi: the Unicode bidirectional algorithm (UAX #9) that orders mixed Arabic/Hebrew and
   Latin text on a line (Debian: libfribidi-dev). */
#include <fribidi.h>
#endif
