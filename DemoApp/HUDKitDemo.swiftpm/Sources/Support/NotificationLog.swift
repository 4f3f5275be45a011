import HUDKit
import SwiftUI

/// Records every notification HUDKit posts, from the app's start, with its `userInfo` and the controller that
/// posted it; the notification log screen shows it and the regression screen reads it.
@MainActor
final class NotificationLog: ObservableObject {
    /// One posted notification.
    struct Entry: Identifiable {
        let id: Int
        let date: Date
        let name: Notification.Name
        let userInfo: String
        let isFromSharedController: Bool
    }

    /// Every notification name HUDKit posts.
    static let names: [Notification.Name] = [
        .hudWillAppear, .hudDidAppear, .hudWillDisappear, .hudDidDisappear, .hudDidReceiveTouchEvent,
        .hudDidTouchDownInside,
    ]

    @Published private(set) var entries: [Entry] = []
    private var observers: [NSObjectProtocol] = []

    init() {
        for name in Self.names {
            let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
                [weak self] notification in
                let userInfo = Self.describe(notification.userInfo)
                let sender = notification.object.map { ObjectIdentifier($0 as AnyObject) }
                MainActor.assumeIsolated {
                    self?.record(name, userInfo: userInfo, sender: sender)
                }
            }
            observers.append(observer)
        }
    }

    /// Forgets every entry.
    func clear() {
        entries = []
    }

    private func record(_ name: Notification.Name, userInfo: String, sender: ObjectIdentifier?) {
        let entry = Entry(
            id: entries.count, date: Date(), name: name, userInfo: userInfo,
            isFromSharedController: sender == ObjectIdentifier(HUDController.shared))
        entries.append(entry)
    }

    /// `[HUDStatusUserInfoKey: "Loading…"]`, or "no userInfo" (HUDKit sends none for a HUD without status).
    private nonisolated static func describe(_ userInfo: [AnyHashable: Any]?) -> String {
        guard let userInfo, !userInfo.isEmpty else { return "no userInfo" }
        let pairs = userInfo.map { key, value in "\(key): \"\(value)\"" }.sorted()
        return "[" + pairs.joined(separator: ", ") + "]"
    }
}
