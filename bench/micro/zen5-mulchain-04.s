# CPU: znver5
# MEASURED: 1.12
# two imull $3 beside one one-cycle chain: 1.12 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	imull	$3, %r8d, %eax
	imull	$5, %r8d, %ecx
	addl	%r9d, %edx
