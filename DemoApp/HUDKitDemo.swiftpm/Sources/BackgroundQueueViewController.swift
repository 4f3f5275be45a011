import HUDKit
import UIKit

/// A UIKit screen whose buttons call HUD off the main thread: from global dispatch queues, from many threads at
/// once and from detached tasks. Each caller's calls apply on the main thread in the order it made them, so a
/// progress ring never runs backwards and a show followed by a dismiss always ends dismissed.
final class BackgroundQueueViewController: UIViewController {
    private let logView = UITextView()
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let buttons = [
            makeButton("Show, then success, from a global queue") { [unowned self] in showFromGlobalQueue() },
            makeButton("Progress from a serial queue") { [unowned self] in progressFromSerialQueue() },
            makeButton("Show + dismiss back to back off main") { [unowned self] in showThenDismissOffMain() },
            makeButton("8 threads: show … popActivity") { [unowned self] in balanceFromManyThreads() },
            makeButton("Show from a detached task") { [unowned self] in showFromDetachedTask() },
            makeButton("3 detached tasks, one activity each") { [unowned self] in activitiesFromDetachedTasks() },
            makeButton("Clear the log") { [unowned self] in clearLog() },
        ]
        logView.isEditable = false
        logView.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        logView.backgroundColor = .secondarySystemGroupedBackground
        logView.layer.cornerRadius = 10
        let stack = UIStackView(arrangedSubviews: buttons + [logView])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
        ])
    }

    // MARK: Dispatch queues

    private func showFromGlobalQueue() {
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            HUD.show(status: "Working on a global queue…")
            self?.note("show(status:) called")
            Thread.sleep(forTimeInterval: 1.5)
            HUD.showSuccess(status: "Done off the main thread")
            self?.note("showSuccess(status:) called")
        }
    }

    private func progressFromSerialQueue() {
        let queue = DispatchQueue(label: "demo.upload")
        queue.async { [weak self] in
            for percent in 0...100 {
                HUD.show(progress: Double(percent) / 100, status: "\(percent) % from a serial queue")
                Thread.sleep(forTimeInterval: 0.02)
            }
            HUD.dismiss { [weak self] in
                self?.append("dismiss completion ran on the main thread: \(Thread.isMainThread)")
            }
            self?.note("101 progress calls and a dismiss made")
        }
    }

    private func showThenDismissOffMain() {
        DispatchQueue.global().async { [weak self] in
            HUD.show(status: "Never stays")
            HUD.dismiss()
            self?.note("show() then dismiss() called")
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                MainActor.assumeIsolated {
                    self?.append("1 s later HUD.isVisible = \(HUD.isVisible) (false: the dismiss came second)")
                }
            }
        }
    }

    private func balanceFromManyThreads() {
        DispatchQueue.global().async { [weak self] in
            DispatchQueue.concurrentPerform(iterations: 8) { caller in
                HUD.show(status: "Caller \(caller + 1) of 8")
                Thread.sleep(forTimeInterval: Double.random(in: 0.3...2))
                HUD.popActivity()
            }
            self?.note("8 shows and 8 popActivity calls made: the HUD goes away after the last pop")
        }
    }

    // MARK: Detached tasks

    private func showFromDetachedTask() {
        Task.detached { [weak self] in
            HUD.show(status: "From a detached task")
            self?.note("show(status:) called")
            try? await Task.sleep(seconds: 1.5)
            HUD.showSuccess(status: "Detached task done")
            self?.note("showSuccess(status:) called")
        }
    }

    private func activitiesFromDetachedTasks() {
        for index in 1...3 {
            Task.detached { [weak self] in
                let activity = await HUD.beginActivity(status: "Task \(index) of 3 working…")
                self?.note("task \(index) began its activity")
                try? await Task.sleep(seconds: Double(index))
                activity.end()
                self?.note("task \(index) ended its activity")
            }
        }
    }

    // MARK: Log

    private func makeButton(_ title: String, action: @escaping @MainActor @Sendable () -> Void) -> UIButton {
        var configuration = UIButton.Configuration.bordered()
        configuration.title = title
        return UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
    }

    /// Logs `line` from any thread, saying which thread it came from.
    private nonisolated func note(_ line: String) {
        let thread = Thread.isMainThread ? "main thread" : "background thread"
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.append("\(line) (on a \(thread))") }
        }
    }

    private func append(_ line: String) {
        lines.append(line)
        logView.text = lines.reversed().joined(separator: "\n")
    }

    private func clearLog() {
        lines = []
        logView.text = ""
    }
}
