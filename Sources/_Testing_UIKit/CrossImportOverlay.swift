// Swift Testing ships cross-import overlay declarations for Apple's UIKit and UIKit
// modules. Importing `Testing` together with this package's `UIKit` makes the compiler
// look for a module of this name; on Linux none exists, so the package provides an empty one.
// Without it, a test file that imports both fails with "no such module '_Testing_UIKit'".
