// error: 3:11
// message: inherited interface 'IB' causes a cycle in the interface hierarchy of 'IA'
interface IA : IB { }
interface IB : IA { }
class P { static void Main() { } }
