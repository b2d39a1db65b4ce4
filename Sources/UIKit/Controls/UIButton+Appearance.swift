import Foundation

// What a button shows for its state: the title label's text and colour, the image view's
// (tinted) image, the background, and the highlight dimming.
extension UIButton {
    func ensureTitleLabel() -> UILabel {
        if let l = titleLabelStorage { return l }
        let l = UILabel()
        l.font = .systemFont(ofSize: 15)
        l.textAlignment = .center
        titleLabelStorage = l
        addSubview(l)
        updateAppearance()
        return l
    }

    func ensureImageView() -> UIImageView {
        if let v = imageViewStorage { return v }
        let v = UIImageView()
        v.contentMode = .center
        imageViewStorage = v
        if let label = titleLabelStorage { insertSubview(v, belowSubview: label) } else { addSubview(v) }
        updateAppearance()
        return v
    }

    /// Whether the title and images are drawn in the tint colour (system and glyph types).
    var drawsInTint: Bool {
        switch buttonType {
        case .custom, .close: false
        case .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd: true
        }
    }

    /// Whether the button shows a highlight of its own (system types and configurations).
    var dimsWhenHighlighted: Bool {
        if let configuration { return configuration.automaticallyUpdateForSelection }
        return buttonType != .custom
    }

    /// The content's opacity while highlighted: 20 %, except over a configuration's background,
    /// where the background lightens instead (to 75 %) and the title stays.
    private var highlightedAlphas: (content: CGFloat, background: CGFloat) {
        if let configuration, configuration.backgroundColor(tint: tintColor, enabled: isEnabled) != nil {
            return (1, 0.75)
        }
        return (Self.highlightedContentAlpha, 1)
    }

    var resolvedTitleColor: UIColor {
        if let configuration { return configuration.foregroundColor(tint: tintColor, enabled: isEnabled) }
        if let c = value(ofState: state, \.titleColor) { return c }
        if buttonType == .custom { return .white }
        return isEnabled ? tintColor : .tertiaryLabel
    }

    private func value<T>(ofState state: State, _ key: KeyPath<StateContent, T?>) -> T? {
        if let c = contentByState[state.rawValue], let v = c[keyPath: key] { return v }
        return contentByState[State.normal.rawValue]?[keyPath: key]
    }

    /// The text, font and colour of the title shown now, or nil for no title.
    private var shownTitle: (text: String, font: UIFont?, color: UIColor)? {
        let color = resolvedTitleColor
        if let configuration {
            guard let text = configuration.shownTitle, !text.isEmpty else { return nil }
            let attributes = configuration.titleAttributes(foreground: color)
            return (text, attributes.font, attributes.color)
        }
        if let attributed = currentAttributedTitle, attributed.length > 0 {
            let attributes = attributed.attributes(at: 0, effectiveRange: nil)
            return (attributed.string, attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor ?? color)
        }
        guard let text = title(for: state), !text.isEmpty else { return nil }
        return (text, nil, color)
    }

    /// The image shown now, tinted or darkened as the type and state want.
    private var shownImage: UIImage? {
        if let configuration {
            guard let image = configuration.image.map({ withSymbolConfiguration(configuration.preferredSymbolConfigurationForImage, $0) })
            else { return nil }
            guard image.isTemplate(automaticIsTemplate: true) else { return image }
            return tinted(image, image.look.tintColor ?? configuration.foregroundColor(tint: tintColor, enabled: isEnabled))
        }
        guard let image = currentImage.map(withPreferredSymbolConfiguration) else { return nil }
        // A system button shows its images as templates unless they are `.alwaysOriginal`; a
        // custom one only those made templates (`.alwaysTemplate`, symbols). An image with a
        // tint colour of its own shows in that colour.
        if let own = image.look.tintColor { return tinted(image, own) }
        if image.isTemplate(automaticIsTemplate: drawsInTint) { return tinted(image, isEnabled ? tintColor : .tertiaryLabel) }
        if buttonType == .custom, isHighlighted, adjustsImageWhenHighlighted,
           contentByState[State.highlighted.rawValue]?.image == nil {
            return image.darkened(by: 2.0 / 3.0) ?? image
        }
        return image
    }

    private func tinted(_ image: UIImage, _ color: UIColor) -> UIImage {
        if let cache = tintedImageCache, cache.source === image, cache.color == color { return cache.result ?? image }
        let result = image.filled(with: color)
        tintedImageCache = (image, color, result)
        return result ?? image
    }

    /// Brings the subviews in line with the state: called on every change that shows.
    func updateAppearance() {
        let title = shownTitle
        if let title {
            let label = titleLabelStorage ?? ensureTitleLabel()
            label.text = title.text
            if let font = title.font { label.font = font }
            label.textColor = title.color
        } else {
            titleLabelStorage?.text = nil
        }
        if let configuration, let subtitle = configuration.subtitle, !subtitle.isEmpty {
            let label = subtitleLabelStorage ?? makeSubtitleLabel()
            label.text = subtitle
            let attributes = configuration.subtitleAttributes(foreground: resolvedTitleColor)
            label.font = attributes.font
            label.textColor = attributes.color
        } else {
            subtitleLabelStorage?.text = nil
        }
        let image = shownImage
        if image != nil || imageViewStorage != nil { ensureImageView().image = image }
        updateBackground()
        updateHighlightDimming()
    }

    private func makeSubtitleLabel() -> UILabel {
        let l = UILabel()
        l.textAlignment = .center
        subtitleLabelStorage = l
        addSubview(l)
        return l
    }

    private func updateBackground() {
        let backgroundImage = configuration == nil ? currentBackgroundImage : nil
        if let backgroundImage {
            let v = backgroundImageView ?? {
                let v = UIImageView()
                backgroundImageView = v
                insertSubview(v, at: 0)
                return v
            }()
            v.image = backgroundImage
        } else {
            backgroundImageView?.image = nil
        }
        if let configuration, let color = configuration.backgroundColor(tint: tintColor, enabled: isEnabled) {
            let v = configurationBackground ?? {
                let v = UIView()
                v.isUserInteractionEnabled = false
                configurationBackground = v
                insertSubview(v, at: 0)
                return v
            }()
            v.backgroundColor = color
            v.isHidden = false
        } else {
            configurationBackground?.isHidden = true
        }
    }

    /// Dims the title and image to 20 % (or lightens a configuration's background) at once when a
    /// highlight begins; fades back over `highlightFadeDuration` when it ends.
    private func updateHighlightDimming() {
        let highlighted = isHighlighted && dimsWhenHighlighted
        guard highlighted != showsHighlight else { return }
        showsHighlight = highlighted
        let content: [UIView] = [titleLabelStorage, imageViewStorage, subtitleLabelStorage].compactMap { $0 }
        let background = configurationBackground
        if highlighted {
            let alphas = highlightedAlphas
            UIView.performWithoutAnimation {
                for v in content {
                    v.layer.removeAllAnimations()
                    v.alpha = alphas.content
                }
                background?.layer.removeAllAnimations()
                background?.alpha = alphas.background
            }
        } else {
            UIView.animate(withDuration: Self.highlightFadeDuration, delay: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState, .curveEaseInOut]) {
                for v in content { v.alpha = 1 }
                background?.alpha = 1
            }
        }
    }
}
