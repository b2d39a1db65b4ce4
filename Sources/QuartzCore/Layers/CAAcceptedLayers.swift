import Foundation

/// A layer whose sublayers keep their own 3D placement: it does not flatten them into its plane;
/// their transforms compose with its own and they are drawn back to front by depth
/// (`LayerRenderer+Projection`). As in Core Animation it draws no background, border or content
/// of its own, and its opacity applies to each sublayer on its own.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    /// A transform layer draws nothing itself: its own appearance properties are kept but not drawn.
    package override var drawsOwnAppearance: Bool { false }
}

/// How an emitter's particles are placed (`CAEmitterLayerEmitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point")
    public static let line = Self(rawValue: "line")
    public static let rectangle = Self(rawValue: "rectangle")
    public static let cuboid = Self(rawValue: "cuboid")
    public static let circle = Self(rawValue: "circle")
    public static let sphere = Self(rawValue: "sphere")
}

/// Where on the shape particles start (`CAEmitterLayerEmitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = Self(rawValue: "points")
    public static let outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface")
    public static let volume = Self(rawValue: "volume")
}

/// How particles are composited (`CAEmitterLayerRenderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = Self(rawValue: "unordered")
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast")
    public static let backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}

/// One kind of particle of a `CAEmitterLayer` (kept; not simulated).
@preconcurrency @MainActor
open class CAEmitterCell: NSObject {
    public override init() { super.init() }
    open var name: String?
    open var isEnabled = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var alphaRange: Float = 0
    open var alphaSpeed: Float = 0
    open var color: CGColor?
    open var contents: Any?
    open var emitterCells: [CAEmitterCell]?
}

/// A particle emitter. Accepted so that code using it builds: its settings are kept, and it
/// draws no particles (only its own background, border and sublayers, as any layer).
@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]?
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    open var emitterPosition: CGPoint = .zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize: CGSize = .zero
    open var emitterDepth: CGFloat = 0
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    open var preservesDepth = false
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    open var seed: UInt32 = 0
}
