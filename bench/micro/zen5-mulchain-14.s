# CPU: znver5
# MEASURED: 1.08
# three imull beside one one-cycle chain: 1.08 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	imull	$3, %r8d, %eax
	imull	$3, %r8d, %ecx
	imull	$3, %r8d, %r10d
	addl	%r9d, %edx
