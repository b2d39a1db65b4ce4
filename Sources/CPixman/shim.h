#ifndef TRANSITIONPLAYGROUND_CPIXMAN_SHIM_H
#define TRANSITIONPLAYGROUND_CPIXMAN_SHIM_H
// pixman: the projective image transforms that 3D layers are drawn with (cairo's own matrices
// are affine only).
#include <pixman.h>
#endif
