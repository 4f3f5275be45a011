#if canImport(UIKit)
import UIKit

/// A lane's host that reads the environment of the window it shows in (``WindowEnvironments``): the HUD's host and
/// the messages' host of every controller.
@MainActor
protocol WindowEnvironmentReading: AnyObject {
    /// What every lane of its window shares changed (the keyboard, the bars, the top screen's style): read the
    /// environment again.
    func windowEnvironmentDidChange()
}
#endif  // canImport(UIKit)
