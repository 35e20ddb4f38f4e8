# CPU: znver5
# MEASURED: 1.18
# imull $3 beside three one-cycle chains: 1.14-1.18 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	imull	$3, %r8d, %eax
	addl	%r9d, %edx
	addq	$1, %rsi
	addq	$1, %rdi
