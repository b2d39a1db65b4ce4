#ifndef TRANSITIONPLAYGROUND_CTURBOJPEG_SHIM_H
#define TRANSITIONPLAYGROUND_CTURBOJPEG_SHIM_H
// libjpeg-turbo's TurboJPEG API: UIImage reads and writes JPEG with it.
#include <turbojpeg.h>
#endif
