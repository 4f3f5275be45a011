#if canImport(UIKit)
import Foundation
@_spi(HUDEngine) import HUDCore

extension Notification.Name {
    /// Posted when the HUD starts to fade in. The object is the ``HUDController``; `userInfo` holds
    /// ``HUD/statusUserInfoKey`` when the HUD has a status.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(forName: .hudWillAppear, object: nil, queue: .main) { _ in }
    /// ```
    public static let hudWillAppear = Notification.Name("HUDWillAppear")
    /// Posted when the HUD has faded in; object and `userInfo` as ``hudWillAppear``.
    public static let hudDidAppear = Notification.Name("HUDDidAppear")
    /// Posted when the HUD starts to fade out (not when a delayed dismiss is asked); object and `userInfo` as
    /// ``hudWillAppear``.
    public static let hudWillDisappear = Notification.Name("HUDWillDisappear")
    /// Posted when the HUD has faded out and its overlay is gone; object and `userInfo` as ``hudWillAppear``.
    public static let hudDidDisappear = Notification.Name("HUDDidDisappear")
    /// Posted on a touch-down on a blocking mask or on the bezel; object and `userInfo` as ``hudWillAppear``.
    public static let hudDidReceiveTouchEvent = Notification.Name("HUDDidReceiveTouchEvent")
    /// Posted on a touch-down on the bezel; object and `userInfo` as ``hudWillAppear``.
    public static let hudDidTouchDownInside = Notification.Name("HUDDidTouchDownInside")
}

extension HUDNotification {
    /// The name HUDKit posts this notification under.
    var name: Notification.Name {
        switch self {
        case .willAppear: .hudWillAppear
        case .didAppear: .hudDidAppear
        case .willDisappear: .hudWillDisappear
        case .didDisappear: .hudDidDisappear
        case .didReceiveTouchEvent: .hudDidReceiveTouchEvent
        case .didTouchDownInside: .hudDidTouchDownInside
        }
    }
}
#endif  // canImport(UIKit)
