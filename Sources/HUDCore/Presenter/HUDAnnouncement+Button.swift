extension HUDAnnouncement {
    /// This announcement followed by `content`'s button (``withButton(_:title:)``) when it shows one, so that
    /// VoiceOver says the button exists; unchanged otherwise.
    ///
    /// ```swift
    /// let cancel = HUDButton("Cancel", role: .cancel) {}
    /// HUDAnnouncement.status("Uploading").sayingButton(of: HUDContent(options: HUDOptions(button: cancel)))
    /// // .withButton(.status("Uploading"), title: "Cancel")
    /// ```
    /// - Parameter content: What the HUD shows.
    public func sayingButton(of content: HUDContent) -> HUDAnnouncement {
        guard let button = content.options.button, button.isShown else { return self }
        return .withButton(self, title: button.title)
    }
}
