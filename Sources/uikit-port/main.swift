// uikit-port: ports a folder of iOS Swift sources to this UIKit, in place (see --help).
import Foundation
import UIKitPortKit

let (status, output) = PortCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
if status == 2 {
    FileHandle.standardError.write(Data(output.utf8))
} else {
    FileHandle.standardOutput.write(Data(output.utf8))
}
exit(status)
