// Arithmetic on variables, expressions and `Double`s, building expressions:
//
//     b.left + b.width == c.left - 8       // a Constraint (see Constraint+Operators.swift)
//     (a.width + b.width) / 2
//
// Only products and quotients by a number: the expressions stay linear.

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func + (lhs: Expression, rhs: Variable) -> Expression {
    Expression(lhs.terms + [Term(rhs)], constant: lhs.constant)
}

public func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression([Term(lhs)] + rhs.terms, constant: rhs.constant)
}

public func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
}

public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
}

public func + (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms, constant: lhs + rhs.constant)
}

public func + (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: rhs)
}

public func + (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs)], constant: lhs)
}

public prefix func - (operand: Expression) -> Expression {
    operand * -1
}

public prefix func - (operand: Variable) -> Expression {
    Expression([Term(operand, -1)])
}

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }

public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }

public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
