import HUDKit
import UIKit

/// Messages during a blocking run, a burst of five queued messages, de-duplicated ids, replace, hide by id, a top
/// message below the navigation bar, and a message with a button; the log shows each `onDisappear`.
final class MessagesViewController: UIViewController {
    private let logView = UITextView()
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Messages"
        view.backgroundColor = .systemGroupedBackground
        let buttons: [(String, () -> Void)] = [
            ("Messages during a blocking run", { [weak self] in self?.blockingRun() }),
            ("A burst of 5 queued messages", { [weak self] in self?.burst() }),
            ("The same id three times", { [weak self] in self?.duplicates() }),
            ("Replace: back online", { [weak self] in self?.backOnline() }),
            ("Hide id \"network\"", { HUD.hideMessage(id: "network") }),
            ("Top message, below the navigation bar", { [weak self] in self?.top() }),
            ("Undo button, swipe to hide", { [weak self] in self?.undo() }),
            ("Show or hide the toolbar", { [weak self] in self?.toggleToolbar() }),
        ]
        let stack = UIStackView(
            arrangedSubviews: buttons.map { title, action in
                var configuration = UIButton.Configuration.gray()
                configuration.title = title
                return UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
            })
        stack.axis = .vertical
        stack.spacing = 8
        logView.isEditable = false
        logView.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        logView.backgroundColor = .clear
        let content = UIStackView(arrangedSubviews: [stack, logView])
        content.axis = .vertical
        content.spacing = 12
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
        ])
        toolbarItems = [
            UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { _ in HUD.hideAllMessages() }),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Copy", primaryAction: UIAction { _ in HUD.showMessage("Copied", glyph: .success) }),
        ]
    }

    /// "Paying…" blocks the screen for 4 s; the messages shown meanwhile leave its mask, spinner and count alone.
    private func blockingRun() {
        HUD.show(status: "Paying…", options: HUDOptions(maskType: .black))
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            HUD.showMessage("Back online", glyph: .info, id: "network", onDisappear: logged("Back online"))
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            HUD.showMessage("Receipt saved", glyph: .success, onDisappear: logged("Receipt saved"))
            try? await Task.sleep(nanoseconds: 2_000_000_000)
            log("HUD.isVisible before dismiss: \(HUD.isVisible)")
            HUD.showSuccess(status: "Paid")
        }
    }

    private func burst() {
        for index in 1...5 {
            HUD.showMessage("Message \(index) of 5", onDisappear: logged("Message \(index) of 5"))
        }
    }

    private func duplicates() {
        for attempt in 1...3 {
            HUD.showMessage(
                "Offline", glyph: .error, id: "network", onDisappear: logged("Offline (call \(attempt))"))
        }
    }

    private func backOnline() {
        HUD.showMessage("Back online", glyph: .success, id: "network", policy: .replace, onDisappear: logged("Back online"))
    }

    private func top() {
        HUD.showMessage("Link copied", glyph: .success, options: HUDOptions(position: .top), onDisappear: logged("Top"))
    }

    private func undo() {
        let undo = HUDButton("Undo") { [weak self] in
            self?.log("Undo tapped")
            HUD.hideMessage(id: "delete")
        }
        HUD.showMessage(
            "Message deleted", id: "delete", swipeToHide: true, options: HUDOptions(duration: 5, button: undo),
            onDisappear: logged("Message deleted"))
    }

    private func toggleToolbar() {
        guard let navigation = navigationController else { return }
        navigation.setToolbarHidden(!navigation.isToolbarHidden, animated: true)
    }

    private func logged(_ text: String) -> @MainActor @Sendable () -> Void {
        { [weak self] in self?.log("onDisappear: \(text)") }
    }

    private func log(_ line: String) {
        lines.append(line)
        logView.text = lines.suffix(30).reversed().joined(separator: "\n")
    }
}
