# CPU: znver5
# MEASURED: 2.09
# two kmovb from a general to a mask register beside two kortestb: 2.10 and 2.09 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	kmovb %eax, %k3
	kmovb %ecx, %k4
	kortestb %k1, %k1
	kortestb %k2, %k2
