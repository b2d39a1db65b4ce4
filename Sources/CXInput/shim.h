#ifndef TRANSITIONPLAYGROUND_CXINPUT_SHIM_H
#define TRANSITIONPLAYGROUND_CXINPUT_SHIM_H
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

/* XInput2's mask macros take arguments, which Swift does not import. */
static inline int tp_xi_mask_length(void) { return XIMaskLen(XI_LASTEVENT); }
static inline void tp_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int tp_xi_mask_is_set(const unsigned char *mask, int bit) { return XIMaskIsSet(mask, bit); }
#endif
