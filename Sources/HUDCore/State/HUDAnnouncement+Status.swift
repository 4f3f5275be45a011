extension HUDAnnouncement {
    /// The announcement for `content`: its status and details (``spokenText(status:details:)``), or ``loading``
    /// when both are `nil` or empty.
    ///
    /// ```swift
    /// HUDAnnouncement(HUDContent(status: "Uploading", options: HUDOptions(details: "3 of 10")))
    /// // .status("Uploading, 3 of 10")
    /// ```
    public init(_ content: HUDContent) {
        self.init(status: Self.spokenText(status: content.status, details: content.options.details))
    }

    /// What VoiceOver reads for a status and its details: `"status, details"`, or the one that is not empty;
    /// `nil` when both are `nil` or empty.
    ///
    /// ```swift
    /// HUDAnnouncement.spokenText(status: "Uploading", details: "3 of 10") // "Uploading, 3 of 10"
    /// ```
    public static func spokenText(status: String?, details: String?) -> String? {
        let parts = [status, details].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
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
