# CPU: znver5
# MEASURED: 1.00
# a three-operand leal (two cycles) beside two one-cycle chains: 1.00, where imull (three cycles) gives 1.14 (zen5-mulchain-02) (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	leal	1(%r8,%r9,2), %eax
	addl	%r9d, %edx
	addq	$1, %rsi
