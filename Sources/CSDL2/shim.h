#ifndef STRETCHY_CSDL2_SHIM_H
#define STRETCHY_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#include <fontconfig/fontconfig.h>
#ifdef __linux__
/* malloc_trim: a window made small again gives the large frame's freed heap back. */
#include <malloc.h>

/* Xlib's I/O error handler: called once the X server connection is gone (logout, a dropped
   ssh -X). SDL's X11 driver uses the same libX11, so the handler set here is the one it meets.
   Declared rather than taken from <X11/Xlib.h>, whose names (Window, Screen, Bool, None…)
   would collide with Swift's. */
struct _XDisplay;
typedef int (*StretchyXIOErrorHandler)(struct _XDisplay *);
extern StretchyXIOErrorHandler XSetIOErrorHandler(StretchyXIOErrorHandler handler);
#endif
#endif
