import Foundation

/// A function that restyles a configuration's text: it receives the attributes the
/// configuration would use (its font and colour, in an `AttributeContainer`) and returns the
/// ones to draw with.
///
///     var config = UIButton.Configuration.filled()
///     config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///         var outgoing = incoming
///         outgoing.font = .systemFont(ofSize: 15, weight: .semibold)
///         return outgoing
///     }
///
/// The button applies it each time its look is brought up to date (every state change), so the
/// transformer may read the colour it is given for the state.
public struct UIConfigurationTextAttributesTransformer: Sendable {
    /// The function, boxed so that two copies of one transformer compare equal in a configuration.
    final class Function: Sendable {
        let apply: @Sendable (AttributeContainer) -> AttributeContainer
        init(_ apply: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.apply = apply }
    }
    let function: Function

    /// Creates a transformer from a function of the incoming attributes.
    public init(_ transformer: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        function = Function(transformer)
    }

    /// Applies the transformer.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { function.apply(input) }
}
