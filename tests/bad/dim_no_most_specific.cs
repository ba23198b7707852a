// error: 6:7
// message: Interface member 'IA.M()' does not have a most specific implementation. Neither 'IB.IA.M()', nor 'IC.IA.M()' are most specific.
// errors: 1
interface IA { string M() => "IA"; }
interface IB : IA { string IA.M() => "IB"; }
class X : IB, IC { }
interface IC : IA { string IA.M() => "IC"; }
class P { static void Main() { System.Console.WriteLine(((IA)new X()).M()); } }
