#ifndef STRETCHY_CQRENCODE_SHIM_H
#define STRETCHY_CQRENCODE_SHIM_H
/* libqrencode: QR codes for `stretchy share --serve`'s address (Debian: libqrencode-dev). */
#include <qrencode.h>
#endif
