extension HUDAnnouncement {
    /// The announcement for `content`: its status and details (``spokenText(status:details:)``), or, when both
    /// are `nil` or empty, the call's ``HUDOptions/accessibilityLabel``, or, when that is `nil` or empty too, what
    /// its indicator shows (``loading``, ``success``, ``error``, ``info``, or the app's content).
    ///
    /// ```swift
    /// HUDAnnouncement(HUDContent(status: "Uploading", options: HUDOptions(details: "3 of 10")))
    /// // .status("Uploading, 3 of 10")
    /// ```
    public init(_ content: HUDContent) {
        self.init(
            text: Self.spokenText(status: content.status, details: content.options.details)
                ?? content.options.accessibilityLabel,
            indicator: content.indicator)
    }

    /// The announcement for `text` over `indicator`: the text, or what the indicator shows when it is `nil` or
    /// empty.
    ///
    /// ```swift
    /// HUDAnnouncement(text: nil, indicator: .success) // .success
    /// ```
    public init(text: String?, indicator: HUDIndicator) {
        if let text, !text.isEmpty {
            self = .status(text)
        } else {
            self = indicator.rules.spoken
        }
    }

    /// What VoiceOver reads for a status and its details: `"status, details"`, or the one that is not empty;
    /// `nil` when both are `nil` or empty.
    ///
    /// ```swift
    /// HUDAnnouncement.spokenText(status: "Uploading", details: "3 of 10") // "Uploading, 3 of 10"
    /// ```
    public static func spokenText(status: String?, details: String?) -> String? {
        // No intermediate arrays: it runs for every show and status change.
        switch (status.flatMap { $0.isEmpty ? nil : $0 }, details.flatMap { $0.isEmpty ? nil : $0 }) {
        case (let status?, let details?): status + ", " + details
        case (let status?, nil): status
        case (nil, let details?): details
        case (nil, nil): nil
        }
    }

    /// The announcement for a HUD with `status`: the status itself, or ``loading`` when it is `nil` or empty.
    ///
    /// ```swift
    /// HUDAnnouncement(status: "") // .loading
    /// ```
    public init(status: String?) {
        if let status, !status.isEmpty {
            self = .status(status)
        } else {
            self = .loading
        }
    }
}

extension HUDAnnouncement: CustomStringConvertible {
    /// The text in quotes (cut after 60 characters), or what the HUD shows: `Loading`, `Success`, `Error`, `Info`,
    /// `app asset#id`; then `, button "Cancel"` when it says the button.
    public var description: String {
        switch self {
        case .status(let text): HUDTextFormat.quoted(text)
        case .loading: "Loading"
        case .success: "Success"
        case .error: "Error"
        case .info: "Info"
        case .appContent(let id): "app \(id)"
        case .withButton(let announcement, let title): "\(announcement), button \(HUDTextFormat.quoted(title))"
        }
    }
}
