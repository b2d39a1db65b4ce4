#ifndef TRANSITIONPLAYGROUND_CX11_SHIM_H
#define TRANSITIONPLAYGROUND_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/* Xlib's error handler signature, named so Swift can form @convention(c) closures for it. */
typedef int (*tp_x_error_handler)(Display *, XErrorEvent *);
typedef int (*tp_x_io_error_handler)(Display *);

/* shmat returns (void *)-1 on failure; Swift cannot compare against that literal easily. */
static inline int tp_shm_failed(void *address) { return address == (void *)-1; }
#endif
