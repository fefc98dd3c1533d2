#ifndef STRETCHY_CSDL2_SHIM_H
#define STRETCHY_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#endif
