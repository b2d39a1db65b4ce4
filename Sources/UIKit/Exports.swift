// `import UIKit` alone gives client code the layer tree, Core Graphics types and Foundation, as on iOS.
@_exported import QuartzCore
@_exported import CoreGraphics
@_exported import Foundation
