// `import CoreGraphics` brings CGFloat, CGPoint, CGSize and CGRect, which Foundation defines on Linux.
@_exported import Foundation
