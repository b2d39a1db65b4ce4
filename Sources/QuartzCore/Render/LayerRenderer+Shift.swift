internal import CCairo
import Foundation

/// Shifting what only moves: during a rigid slide, the pixels the sliding layer showed last frame
/// are still right, displaced by whole pixels. They are moved within the frame buffer (a
/// `memmove` per row) and reported as a ``PixelMove``, so that a window system moves them within
/// the window too (`XCopyArea` on X11, before the new pixels are put); only the strip the layer
/// uncovers, and whatever else changed, is drawn. When the subtree's image would be big
/// (``shiftedImageMinimumBytes``), the strip is drawn layer by layer (culled and clipped to it),
/// so a large screen being shifted never gets a window-sized image of its own.
///
/// It is done only when that gives exactly the pixels a full redraw would:
/// - the layer's subtree moved by a whole-pixel translation and nothing in it changed (the update
///   pass's rigid shift), it qualifies for a subtree image and its own opaque, square background
///   covers its whole area (so its pixels are the same wherever it lands), at full opacity, on
///   the opaque path (no group, mask, vibrancy or replicator around it), inside its ancestors'
///   clips;
/// - nothing drawn after it touches its old or new area, in this frame and in the last one (no
///   occluder or overlapping layer above it);
/// - last frame, its whole area on screen showed it (it was drawn whole there, or shifted and the
///   rest drawn), and nothing was drawn since;
/// - no full redraw is due (a new surface, a resize, `invalidateAll()`).
extension LayerRenderer {
    /// A subtree that moved rigidly by whole pixels in this frame's update pass.
    struct ShiftCandidate {
        let layer: CALayer
        let dx: Int, dy: Int
        /// The area of its image last frame (device pixels).
        let old: PixelRect
    }

    /// What the occlusion pass finds out about the candidate: whether it can be shifted.
    struct ShiftWatch {
        let layer: ObjectIdentifier
        /// Its old and new areas together.
        let area: CGRect
        /// The occlusion pass has numbered it (everything it visits from then on is drawn later).
        var seen = false
        var obstructed = false
    }

    /// Notes a subtree that moved rigidly by (`dx`, `dy`) from `oldExtent` (the largest one wins).
    func noteShiftCandidate(_ layer: CALayer, dx: CGFloat, dy: CGFloat, oldExtent: CGRect?) {
        guard shiftsMovedLayers, flatRoot == nil, dx != 0 || dy != 0, let oldExtent, let old = Self.imageExtent(oldExtent) else { return }
        let candidate = ShiftCandidate(layer: layer, dx: Int(dx), dy: Int(dy), old: PixelRect(enclosing: old))
        if let current = shiftCandidate, current.old.area >= candidate.old.area { return }
        shiftCandidate = candidate
    }

    /// The watch for this frame's candidate, before the occlusion pass (nil without one).
    func shiftWatch() -> ShiftWatch? {
        guard let c = shiftCandidate, let new = Self.imageExtent(c.layer.renderState) else { return nil }
        let old = CGRect(x: c.old.x, y: c.old.y, width: c.old.width, height: c.old.height)
        return ShiftWatch(layer: ObjectIdentifier(c.layer), area: old.union(new))
    }

    /// Called by the occlusion pass for each layer it numbers: the candidate itself (may it be
    /// shifted?) and whatever is drawn after it (does it touch the candidate's area?).
    /// `imageRoot`: the layer's subtree is drawn from its image (its sublayers are not visited).
    func watchShift(_ layer: CALayer, _ p: LayerProperties, world: CGAffineTransform, clip: CGRect?, opaquePath: Bool,
                    imageRoot: Bool, map: inout OcclusionMap) {
        guard var watch = map.shiftWatch else { return }
        if watch.seen {
            guard p.opacity > 0 else { return }
            watchDrawnLater(imageRoot ? layer.renderState.subtreeRect : layer.renderState.screenRect, map: &map)
            return
        }
        guard ObjectIdentifier(layer) == watch.layer else { return }
        watch.seen = true
        // Its own opaque background covers its whole area (what an opaque subtree image needs).
        let own = p.bounds.applying(world)
        let covered = Self.imageExtent(layer.renderState).map {
            own.minX <= $0.minX && own.minY <= $0.minY && own.maxX >= $0.maxX && own.maxY >= $0.maxY
        } ?? false
        let fits = opaquePath && p.opacity >= 1 && layer.mask == nil && map.foldsBlocked == 0
            && (p.backgroundColor?.alpha ?? 0) >= 1 && p.cornerRadius == 0 && p.shadowOpacity == 0
            && imageRoot && covered && (clip.map { $0.contains(watch.area) } ?? true)
        watch.obstructed = !fits
        map.shiftWatch = watch
    }

    /// Something drawn after the candidate covers `rect`: the candidate is obstructed where they meet.
    func watchDrawnLater(_ rect: CGRect?, map: inout OcclusionMap) {
        guard let rect, map.shiftWatch?.seen == true, map.shiftWatch?.obstructed == false,
              rect.intersects(map.shiftWatch!.area) else { return }
        map.shiftWatch?.obstructed = true
    }

    /// After the occlusion pass: moves the candidate's pixels within `surface` when it may be
    /// shifted (see the type's notes) and returns the move; nil when it is drawn as usual.
    func shiftIfPossible(in surface: CairoSurface, root: CALayer, fresh: Bool) -> PixelMove? {
        guard !fresh, let c = shiftCandidate, let watch = occlusion.shiftWatch, watch.seen, !watch.obstructed,
              c.layer.renderState.wholeImageStamp == frameStamp &- 1,
              let newExtent = Self.imageExtent(c.layer.renderState) else { return nil }
        let screen = PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)
        let old = c.old.intersection(screen)
        let moved = PixelRect(x: old.x + c.dx, y: old.y + c.dy, width: old.width, height: old.height)
        let rect = PixelRect(enclosing: newExtent).intersection(screen).intersection(moved)
        guard rect.area > 0 else { return nil }
        surface.flush()
        guard let data = surface.data else { return nil }
        let stride = surface.stride
        if c.dy == 0, abs(c.dx) * 2 <= rect.width, !root.renderState.containsBackdrop {
            // Made row by row beside the copies that write the same rows (see `DeferredMove`).
            let move = deferredMove ?? DeferredMove()
            move.begin(surface: surface, data: data, rect: rect, dx: c.dx)
            deferredMove = move
        } else {
            // Rows moving down are moved from the bottom up, so that none is overwritten before it is read.
            let (first, step) = c.dy > 0 ? (rect.y + rect.height - 1, -1) : (rect.y, 1)
            for i in 0..<rect.height {
                let y = first + i * step
                Self.moveRow(from: data + (y - c.dy) * stride + (rect.x - c.dx) * 4, to: data + y * stride + rect.x * 4, bytes: rect.width * 4)
            }
        }
        surface.markDirty()
        // A big image of it made before the move began is not needed while it moves.
        if stripDrawnFromLayers(newExtent) { c.layer.renderState.subtreeImage = nil }
        return PixelMove(rect: rect, dx: c.dx, dy: c.dy)
    }

    /// `memmove` of one row, 32 bytes a step: forwards when the row moves left (or to another
    /// row), backwards when it moves right over itself. (glibc's `memmove` uses `rep movsb` here,
    /// which is as fast but which callgrind counts byte by byte.)
    nonisolated static func moveRow(from: UnsafeRawPointer, to: UnsafeMutableRawPointer, bytes: Int) {
        var left = bytes
        if UnsafeRawPointer(to) <= from || UnsafeRawPointer(to) >= from + bytes {
            var source = from, target = to
            while left >= 32 {
                let a = source.loadUnaligned(as: SIMD16<UInt8>.self), b = source.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
                target.storeBytes(of: a, as: SIMD16<UInt8>.self)
                target.storeBytes(of: b, toByteOffset: 16, as: SIMD16<UInt8>.self)
                source += 32; target += 32; left &-= 32
            }
            if left > 0 { memmove(target, source, left) }
        } else {
            var source = from + bytes, target = to + bytes
            while left >= 32 {
                source -= 32; target -= 32; left &-= 32
                let a = source.loadUnaligned(as: SIMD16<UInt8>.self), b = source.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
                target.storeBytes(of: a, as: SIMD16<UInt8>.self)
                target.storeBytes(of: b, toByteOffset: 16, as: SIMD16<UInt8>.self)
            }
            if left > 0 { memmove(to, from, left) }
        }
    }

    /// After drawing: notes that the candidate's whole area on screen now shows its image (so
    /// that the next frame may shift it), when it does.
    func noteWholeImage(drawn rects: [PixelRect], move: PixelMove?, screen: PixelRect) {
        guard let c = shiftCandidate, let watch = occlusion.shiftWatch, watch.seen, !watch.obstructed,
              let newExtent = Self.imageExtent(c.layer.renderState) else { return }
        var left = [PixelRect(enclosing: newExtent).intersection(screen)].filter { !$0.isEmpty }
        for r in rects + (move.map { [$0.rect] } ?? []) { left = left.flatMap { $0.subtracting(r) } }
        if left.isEmpty { c.layer.renderState.wholeImageStamp = frameStamp }
    }

    /// Whether a subtree being shifted over `extent` has its strip drawn from its layers.
    func stripDrawnFromLayers(_ extent: CGRect) -> Bool {
        extent.width * extent.height * 4 >= CGFloat(shiftedImageMinimumBytes)
    }

    /// While `layer` is being shifted, the part of `cull` it still has to draw: the strip it
    /// uncovers, drawn layer by layer rather than from a window-sized image of it (nil when it is
    /// not being shifted; an empty rectangle when none of it is left to draw).
    func shiftedCull(_ layer: CALayer, cull: CGRect) -> CGRect? {
        guard let move = lastFrameMoves.first, let c = shiftCandidate, c.layer === layer,
              let extent = Self.imageExtent(layer.renderState), stripDrawnFromLayers(extent) else { return nil }
        let strip = PixelRect(enclosing: extent).subtracting(move.rect)
        guard let first = strip.first else { return .null }
        let bounds = strip.dropFirst().reduce(first) { $0.union($1) }
        return cull.intersection(CGRect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height))
    }

    /// The whole-pixel area of an image of a subtree covering `extent`.
    static func imageExtent(_ extent: CGRect) -> CGRect? {
        var state = LayerRenderState()
        state.subtreeRect = extent
        return imageExtent(state)
    }
}

/// A horizontal move of a shifted layer's pixels, made row by row when the copies of the frame
/// (the dimming folded into the page beside it) write the same row, rather than all at once
/// before them.
///
/// Why: a frame from 2560×1440 up does not stay in the cache from one frame to the next, and
/// the memory writes it fastest in address order. Moving the sliding screen's half of every row
/// first and then writing the dimmed page's half of every row walks the frame twice in halves,
/// which measured two to four times slower than one walk writing each row whole (the dimmed part
/// and the moved part one after the other).
///
/// The move stays exact whatever is drawn before a row is moved: its destination lies outside
/// the frame's clip, so nothing else writes there, and the only pixels it reads from outside its
/// destination — the |dx| columns it uncovers — are saved before anything is drawn. Rows no copy
/// reaches are moved when the frame's drawing ends (`finish`). Only moves along rows are made this
/// way (a row's source is then the same row), when no backdrop layer reads the frame.
final class DeferredMove {
    private var surface: CairoSurface?
    private var data: UnsafeMutablePointer<UInt8>?
    private var stride = 0
    /// The move's destination.
    private(set) var rect = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private(set) var dx = 0
    /// The source's columns outside the destination, `|dx|` pixels a row (kept from frame to
    /// frame, grown when a move needs more).
    private var strip = UnsafeMutableBufferPointer<UInt32>(start: nil, count: 0)
    /// Which rows (from `rect.y`) have been moved.
    private var moved = UnsafeMutableBufferPointer<Bool>(start: nil, count: 0)

    /// Whether a move is under way (between `begin` and `finish`).
    var isActive: Bool { data != nil }

    deinit {
        strip.deallocate()
        moved.deallocate()
    }

    /// Starts a move of `rect`'s rows by `dx` in `surface` (whose pixels are `data`): saves the
    /// columns it reads from outside its destination.
    func begin(surface: CairoSurface, data: UnsafeMutablePointer<UInt8>, rect: PixelRect, dx: Int) {
        self.surface = surface
        self.data = data
        self.stride = surface.stride
        self.rect = rect
        self.dx = dx
        let width = abs(dx)
        if moved.count < rect.height {
            moved.deallocate()
            moved = .allocate(capacity: rect.height)
        }
        moved.initialize(repeating: false)
        if strip.count < width * rect.height {
            strip.deallocate()
            strip = .allocate(capacity: width * rect.height)
        }
        // Moving left (dx < 0) reads `width` columns right of the destination; moving right, left of it.
        let column = dx < 0 ? rect.x + rect.width : rect.x - width
        for i in 0..<rect.height {
            memcpy(strip.baseAddress! + i * width, data + (rect.y + i) * stride + column * 4, width * 4)
        }
    }

    /// Whether `pointer` is this move's frame buffer.
    func isFrame(_ pointer: UnsafeMutableRawPointer) -> Bool { data.map { UnsafeMutableRawPointer($0) == pointer } ?? false }

    /// Moves row `y` (frame coordinates), once.
    @discardableResult @inline(__always)
    func moveRow(_ y: Int) -> Bool {
        let i = y - rect.y
        guard let data, i >= 0, i < rect.height, !moved[i] else { return false }
        moved[i] = true
        let width = abs(dx), row = data + y * stride, kept = (rect.width - width) * 4
        let piece = strip.baseAddress! + i * width
        if dx < 0 {
            // [x + w, x + width + w) lands on [x, x + w): the part inside the destination first.
            LayerRenderer.moveRow(from: row + (rect.x + width) * 4, to: row + rect.x * 4, bytes: kept)
            memcpy(row + (rect.x + rect.width - width) * 4, piece, width * 4)
        } else {
            LayerRenderer.moveRow(from: row + rect.x * 4, to: row + (rect.x + width) * 4, bytes: kept)
            memcpy(row + rect.x * 4, piece, width * 4)
        }
        return true
    }

    /// Moves the rows not moved yet and ends the move.
    func finish() {
        guard isActive else { return }
        for y in rect.y..<(rect.y + rect.height) { moveRow(y) }
        surface?.markDirty()
        surface = nil
        data = nil
    }
}
