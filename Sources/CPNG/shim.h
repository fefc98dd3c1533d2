#ifndef STRETCHY_CPNG_SHIM_H
#define STRETCHY_CPNG_SHIM_H
/* libpng's full write API, for the PNG writer's encoder. The simplified API (png_image) fixes its
   own zlib level (PNG_IMAGE_FLAG_FAST: 3); this one lets the writer choose. libpng reports errors
   by longjmp, which Swift cannot catch: the setjmp and every libpng call live here, in C. */
#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

/* Where a failure's words go: libpng's message (or strerror's), and errno as the failing call left
   it. Only pointers to the caller's memory: locals changed between setjmp and longjmp are lost. */
typedef struct {
    char *reason;
    size_t reason_size;
    int *error_number;
} stretchy_png_failure;

static inline void stretchy_png_fail(png_structp png, png_const_charp message) {
    stretchy_png_failure *failure = (stretchy_png_failure *)png_get_error_ptr(png);
    *failure->error_number = errno;
    snprintf(failure->reason, failure->reason_size, "%s", message);
    png_longjmp(png, 1);
}

/* Warnings are not failures; libpng's default would print them on stderr (as png_image does not). */
static inline void stretchy_png_ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* Writes 8-bit RGBA (BGRA when `bgr`) rows top to bottom as an sRGB PNG at `path`, with libpng's
   `filters` (PNG_FILTER_NONE, …, PNG_ALL_FILTERS) and zlib `level`: the chunks png_image writes
   (IHDR, sRGB, IDAT, IEND). Returns 1 when written; else 0, with `reason` and `*error_number` set,
   leaving what was written at `path` to the caller (AtomicFile removes its temporary file). */
static inline int stretchy_png_write_file(const char *path, const void *pixels, png_uint_32 width,
                                          png_uint_32 height, size_t bytes_per_row, int bgr,
                                          int filters, int level, char *reason, size_t reason_size,
                                          int *error_number) {
    stretchy_png_failure failure = { reason, reason_size, error_number };
    FILE *file = fopen(path, "wb");
    if (file == NULL) {
        *error_number = errno;
        snprintf(reason, reason_size, "%s", strerror(*error_number));
        return 0;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &failure, stretchy_png_fail,
                                              stretchy_png_ignore_warning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        fclose(file);
        *error_number = ENOMEM;
        snprintf(reason, reason_size, "%s", "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        fclose(file);
        return 0;
    }
    /* As png_image: every benign error is an error. */
    png_set_benign_errors(png, 0);
    png_init_io(png, file);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(png, level);
    png_write_info(png, info);
    if (bgr) png_set_bgr(png);
    const png_byte *row = (const png_byte *)pixels;
    for (png_uint_32 y = 0; y < height; y++, row += bytes_per_row) png_write_row(png, row);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    /* The last buffered bytes reach the disk here: a full disk may show only now. */
    int flushed = fflush(file) == 0 && ferror(file) == 0;
    int flush_errno = errno;
    if (fclose(file) != 0 || !flushed) {
        *error_number = flushed ? errno : flush_errno;
        snprintf(reason, reason_size, "%s", strerror(*error_number));
        return 0;
    }
    return 1;
}

#endif
