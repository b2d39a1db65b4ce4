import UIKit
print("playground")
