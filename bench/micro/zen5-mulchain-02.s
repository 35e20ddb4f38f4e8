# CPU: znver5
# MEASURED: 1.14
# imull $3 beside two one-cycle chains (addl, addq): 1.14, where one chain gives 1.00 (zen5-mulchain-01) and three chains alone 1.00 (zen5-mulchain-08) (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	imull	$3, %r8d, %eax
	addl	%r9d, %edx
	addq	$1, %rsi
