# CPU: znver5
# MEASURED: 2.00
# two kmovb from a mask to a general register beside two korb: 2.00 and 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	kmovb %k1, %eax
	kmovb %k2, %ecx
	korb %k1, %k2, %k3
	korb %k1, %k2, %k4
