#ifndef TRANSITIONPLAYGROUND_CPROJECTIVE_H
#define TRANSITIONPLAYGROUND_CPROJECTIVE_H

// The column walk of QuartzCore's ProjectiveSampler (a layer turned about its vertical axis:
// every destination column samples one pair of source columns). The sampler works out each
// column's source column and steps in Swift; this draws them.

#include <stdint.h>

/// One destination column: the column's entry of the run table in source row 0, its source
/// column `xi` and weight `fx` (0…255) across to `xi + 1`, the start and step of `v` per row
/// (32.32 fixed point, already minus ½), the rows `start ..< end` whose four taps lie inside
/// the image, and the last uniform run its walk met (rows `runStart ..< runEnd`, its colour as
/// drawn; start with an empty run).
typedef struct {
    const uint16_t *runs;
    intptr_t xi, fx, v0, dv, start, end;
    intptr_t runStart, runEnd;
    uint32_t colour;
} tp_column;

/// A rectangle of destination pixels.
typedef struct {
    intptr_t x, y, width, height;
} tp_rect;

/// What `tp_draw_columns` reads and writes. Pixels are premultiplied ARGB32; strides count
/// pixels.
typedef struct {
    const uint32_t *source;
    intptr_t sourceStride;
    /// For each weight f (0…255) eight 16-bit lanes: 256 − f four times, then f four times
    /// (16-byte aligned; read with SSE2 only).
    const void *weights;
    /// `areaWidth` columns, for the destination columns `areaX ..< areaX + areaWidth`.
    tp_column *columns;
    intptr_t areaX, areaWidth;
    /// The destination rows drawn: `firstRow ..< endRow`.
    intptr_t firstRow, endRow;
    uint32_t *destination;
    intptr_t destinationStride;
    /// The layer's opacity in 0…256, and the alpha forced into destination pixels before
    /// blending (0xff000000 for an RGB24 destination, else 0).
    uint32_t alpha256, forcedAlpha;
    /// The distance between a column's run entries from one source row to the next (0 with a
    /// single zero entry: never a run).
    intptr_t runStride;
    /// Rows a band (the rows walked in one column before the next column).
    intptr_t band;
    /// Scratch of `areaWidth` entries each.
    uint32_t *fills;
    int32_t *coverEnds;
} tp_columns_walk;

/// Draws `rectangles` of the destination (clipped to the area) column by column in bands:
/// each column's run kept from the band above is filled, samples are blended one by one until
/// the walk lands in a uniform run of the run table, which is filled with the run's colour;
/// stretches of neighbouring columns that sample opaque runs over a whole band are copied row
/// by row.
void tp_draw_columns(const tp_columns_walk *walk, const tp_rect *rectangles, intptr_t rectangleCount);

/// The bilinear sample the walk draws down source columns `xi` and `xi + 1` with the weight
/// `fx` at `t` (fixed point, already minus ½): across in each of the two rows, then down, each
/// rounded.
uint32_t tp_column_sample(const uint32_t *source, intptr_t stride, const void *weights, intptr_t xi, intptr_t fx, intptr_t t);

/// The colour the walk fills a uniform run with: the blend across the pair in source row `row`.
uint32_t tp_column_blend(const uint32_t *source, intptr_t stride, const void *weights, intptr_t xi, intptr_t fx, intptr_t row);

#endif
