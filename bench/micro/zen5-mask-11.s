# CPU: znver5
# MEASURED: 1.00
# kunpckbw beside knotb: 1.00 and 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	kunpckbw %k1, %k2, %k3
	knotb %k1, %k5
