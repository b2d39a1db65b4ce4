// `import QuartzCore` brings Core Graphics and Foundation along, as on iOS.
@_exported import CoreGraphics
@_exported import Foundation
