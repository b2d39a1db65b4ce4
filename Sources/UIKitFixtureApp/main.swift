import UIKit
print("fixture")
