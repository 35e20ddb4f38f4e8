# CPU: znver5
# MEASURED: 1.26
# two imull $3 beside two one-cycle chains: 1.26 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	imull	$3, %r8d, %eax
	imull	$3, %r8d, %ecx
	addl	%r9d, %edx
	addq	$1, %rsi
