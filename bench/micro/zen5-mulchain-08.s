# CPU: znver5
# MEASURED: 1.00
# three one-cycle chains, no multiply: 1.00 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	addl	%r9d, %edx
	addq	$1, %rsi
	addq	$1, %rdi
