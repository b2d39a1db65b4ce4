import Foundation

/// What `uikit-port` writes for an optional requirement of an `@objc` protocol whose result a
/// call site uses: on iOS, `delegate?.sheetHeight?(for: size)` is nil when the delegate does
/// not implement the method, and the call site's fallback applies. Swift on Linux has no
/// optional requirements, so the ported protocol declares the method and gives it a default
/// that marks itself as "not implemented", and the call site asks for the result through
/// `OptionalRequirement.call`:
///
///     protocol SheetDelegate: AnyObject {
///         func sheetHeight(for size: CGSize) -> CGFloat
///     }
///     extension SheetDelegate {
///         func sheetHeight(for size: CGSize) -> CGFloat { OptionalRequirement.unimplemented(.zero) }
///     }
///     let height = OptionalRequirement.call { delegate?.sheetHeight(for: size) } ?? size.height / 2
///
/// `call` returns nil when the method it reached was such a default, as iOS's `?()` does, and
/// the method's result otherwise. A default reached from inside another `call` counts for the
/// innermost one only.
public enum OptionalRequirement {
    /// What one `call` learns: whether the method it reached was a default. Each `call` makes
    /// its own; the state is this object's, bound to the calling task only for the call.
    public final class Probe: @unchecked Sendable {
        fileprivate var reachedDefault = false
        fileprivate init() {}
    }

    /// The key under which a `call` binds its probe for the code it runs (an immutable key: the
    /// binding exists only inside `call`, for its task, and nothing outlives it).
    private static let probeKey = TaskLocal<Probe?>(wrappedValue: nil)

    /// The result of an optional requirement's call, or nil when the requirement is not
    /// implemented (its default ran) or there was nobody to call.
    public static func call<Result>(_ body: () throws -> Result?) rethrows -> Result? {
        let probe = Probe()
        let result = try probeKey.withValue(probe) { try body() }
        return probe.reachedDefault ? nil : result
    }

    /// The body of a ported optional requirement's default: marks the current `call` as
    /// reaching no implementation and returns `placeholder` (what a call outside `call` gets).
    public static func unimplemented<Result>(_ placeholder: Result) -> Result {
        probeKey.get()?.reachedDefault = true
        return placeholder
    }
}
