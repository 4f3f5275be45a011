extension HUDAnnouncement {
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
