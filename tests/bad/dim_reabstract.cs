// error: 5:40
// message: re-abstracting an interface member in a derived interface is not supported
// errors: 1
interface IA { string M() => "IA"; }
interface IB : IA { abstract string IA.M(); }
class P { static void Main() { } }
